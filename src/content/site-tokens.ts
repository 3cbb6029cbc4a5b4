import { describeHours, formatAddress, telHref } from '../lib/contact-details';
import type { TokenValues } from '../lib/tokens';
import type { SiteData } from './site-model';
import { markedText } from './stand-in';

/** Values for the {{...}} placeholders editors may write, all from site.yaml and clinics.yaml. */
export function tokenValues({ site, clinics }: Pick<SiteData, 'site' | 'clinics'>): TokenValues {
  const values: Record<string, string> = {
    name: site.name,
    email: site.email,
    mailto: `mailto:${site.email}`,
    booking: site.booking.url,
    hours: describeHours(site.openingHours),
    experienceYears: String(site.experienceYears),
    director: site.director,
    'company.name': markedText(site.company, 'name'),
    'company.number': markedText(site.company, 'number'),
    'company.office': markedText(site.company, 'office'),
    'company.ico': markedText(site.company, 'ico'),
  };
  for (const clinic of clinics) {
    values[`phone.${clinic.id}`] = clinic.phone;
    values[`tel.${clinic.id}`] = telHref(clinic.phone);
    values[`address.${clinic.id}`] = formatAddress(clinic);
  }
  return values;
}

/** The placeholders' values once site.yaml and clinics.yaml are valid; until then bodies wait. */
export function siteTokens(data: Partial<SiteData>): TokenValues | undefined {
  const { site, clinics } = data;
  return site && clinics ? tokenValues({ site, clinics }) : undefined;
}
