export { Button } from './Button'
