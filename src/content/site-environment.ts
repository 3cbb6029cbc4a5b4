import type { EnvironmentOverride } from './registry';
import { isRecord } from '../lib/field-of';

/**
 * The deployment settings of site.yaml that come from the environment at build time (the
 * production origin, the contact form's EmailJS account, another host for the reviews), so no
 * deployment writes them into the repository.
 */
export const siteEnvironment: EnvironmentOverride = {
  keys: [
    'SITE_URL',
    'EMAILJS_SERVICE_ID',
    'EMAILJS_TEMPLATE_ID',
    'EMAILJS_PUBLIC_KEY',
    'REVIEWS_URL',
    'REVIEWS_ANON_KEY',
  ],
  apply(site, env) {
    if (!isRecord(site)) return site;
    const section = (key: string): Record<string, unknown> => {
      const value = site[key];
      return isRecord(value) ? { ...value } : {};
    };
    const emailjs = section('emailjs');
    const reviews = section('reviews');
    if (env.EMAILJS_SERVICE_ID) emailjs.serviceId = env.EMAILJS_SERVICE_ID;
    if (env.EMAILJS_TEMPLATE_ID) emailjs.templateId = env.EMAILJS_TEMPLATE_ID;
    if (env.EMAILJS_PUBLIC_KEY) emailjs.publicKey = env.EMAILJS_PUBLIC_KEY;
    if (env.REVIEWS_URL) reviews.url = env.REVIEWS_URL;
    if (env.REVIEWS_ANON_KEY) reviews.anonKey = env.REVIEWS_ANON_KEY;
    return { ...site, ...(env.SITE_URL ? { url: env.SITE_URL } : {}), emailjs, reviews };
  },
};
