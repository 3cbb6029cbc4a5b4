import { hydrateIslands } from '../hydrate';
import { ContactForm } from '../contact-form';

hydrateIslands('contact-form', ContactForm, ['idle', 'interaction']);
