export { Announcement } from './Announcement'
