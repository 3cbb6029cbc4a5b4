import type { Clinic } from '../../src/content/clinic';

/** A clinic for tests; pass only what a case is about. */
export const clinicFixture = (overrides: Partial<Clinic> = {}): Clinic => ({
  id: 'earlsfield',
  name: 'Earlsfield',
  phone: '020 7946 0321',
  address: { street: '12 Garratt Lane', locality: 'Earlsfield', city: 'London', postcode: 'SW18 4AA' },
  mapsUrl: 'https://maps.example/earlsfield',
  bookingUrl: 'https://booking.example/earlsfield',
  geo: { latitude: 51.4425, longitude: -0.1875 },
  googlePlaceId: 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo',
  ...overrides,
});
