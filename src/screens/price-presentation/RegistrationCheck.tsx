/** The price page's slot for the registration number check (001 §2 'Registration lookup widget'; only when the vehicle has no registration): drawn by its own work item (issue 9), not yet built. */
export const RegistrationCheck = () => null
