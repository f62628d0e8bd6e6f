/** The demo logins the server seeds with SEED_DEMO_DATA=true. */
export interface DemoUser {
  email: string;
  password: string;
  /** Only office users are asked to verify a new device (614). */
  office: boolean;
}

export const officeAdmin: DemoUser = { email: 'admin@dispatch.local', password: 'Admin123!', office: true };
export const dispatcher: DemoUser = { email: 'dispatcher@dispatch.local', password: 'Dispatch123!', office: true };
export const customer: DemoUser = { email: 'customer@acme.example', password: 'Customer123!', office: false };
export const driver: DemoUser = { email: 'driver@swiftvans.example', password: 'Driver123!', office: false };
