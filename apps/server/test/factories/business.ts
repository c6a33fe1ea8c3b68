import type { FastifyInstance } from 'fastify';
import { bearer } from './users.ts';

/** Legal details that pass every check: an Odisha GSTIN with its right check character. */
export const BUSINESS = {
  legalName: 'FitThali Foods Private Limited',
  address: 'Plot 12, Saheed Nagar, Bhubaneswar 751007',
  state: 'Odisha',
  gstin: '21AAACF1234A1ZR',
  fssai: '12021999000123',
  phone: '+91 90000 00010',
  email: 'care@fitthali.test',
  grievanceOfficer: {
    name: 'Sunita Das',
    email: 'grievance@fitthali.test',
    phone: '+91 90000 00020',
  },
  invoicePrefix: 'FT',
  pricesIncludeGst: true,
};

export function putBusiness(app: FastifyInstance, admin: string, payload: object = BUSINESS) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/settings/business',
    headers: bearer(admin),
    payload,
  });
}
