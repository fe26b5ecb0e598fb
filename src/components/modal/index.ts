export { Modal, ModalHost } from './Modal'
