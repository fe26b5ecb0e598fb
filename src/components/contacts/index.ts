export { EmailLink, PhoneLink, PostalAddress, WebLink } from './Contacts'
