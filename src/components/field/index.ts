export { ErrorMessage, Field, describeControl } from './Field'
