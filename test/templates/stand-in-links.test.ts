import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ClinicCard } from '../../src/components/clinic-card';
import { CtaBand } from '../../src/components/cta-band';
import { clinicSchema } from '../../src/content/clinic';
import { bookingLink, markedLink, type StandInNotes } from '../../src/content/stand-in';
import { paths } from '../../src/lib/routes';
import type { Site } from '../../src/content/site';
import { GoogleReviewsLinks } from '../../src/islands/google-reviews-links';
import { testimonialsProps } from '../../templates/island-props';

const links = suite('links to stand-in addresses');

type Owner = { url?: string; map?: string } & StandInNotes;
const owner = (fields: Owner) => fields;
const standIn = (value: string) => ({ standIn: value, replaceWith: 'the real one' });
const clinic = (fields: { mapsUrl: unknown; bookingUrl: unknown }) =>
  clinicSchema.parse({
    id: 'earlsfield',
    name: 'Earlsfield',
    phone: '020 7946 0321',
    address: { street: '1 Garratt Lane', locality: 'Earlsfield', city: 'London', postcode: 'SW18 4AA' },
    geo: { latitude: 51.44, longitude: -0.19 },
    googlePlaceId: 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo',
    ...fields,
  });

links('a Book link should go to the booking page once given, and to the contact page, marked, while a stand-in', () => {
  assert.equal(bookingLink(owner({ url: 'https://book.example/x' }), 'url'), { href: 'https://book.example/x' });
  assert.equal(bookingLink(owner({ url: 'https://booking.example/x', standIns: { url: 'the page' } }), 'url'), {
    href: paths.contact,
    mark: '(placeholder)',
  });
});

links('a map link should keep a stand-in address, which still opens a map, and mark it', () => {
  assert.equal(markedLink(owner({ map: 'https://maps.example/a', standIns: { map: 'the pin' } }), 'map'), {
    href: 'https://maps.example/a',
    mark: '(placeholder)',
  });
  assert.equal(markedLink(owner({ map: 'https://maps.example/a' }), 'map'), { href: 'https://maps.example/a' });
});

links('a clinic card should mark its stand-in map and booking links, and never link to a stand-in booking page', () => {
  const html = renderToStaticMarkup(
    createElement(ClinicCard, {
      clinic: clinic({
        mapsUrl: standIn('https://maps.example/area'),
        bookingUrl: standIn('https://booking.example/e'),
      }),
    }),
  );
  assert.not.match(html, 'booking.example');
  assert.match(html, `href="${paths.contact}">Book at Earlsfield<span class="stand-in-mark"> (placeholder)</span>`);
  assert.match(
    html,
    /href="https:\/\/maps.example\/area"[^>]*>Open in Maps<span class="stand-in-mark"> \(placeholder\)/,
  );
});

links('a clinic card with real addresses should link to them with no mark', () => {
  const html = renderToStaticMarkup(
    createElement(ClinicCard, {
      clinic: clinic({ mapsUrl: 'https://maps.example/pin', bookingUrl: 'https://book.example/e' }),
    }),
  );
  assert.match(html, 'href="https://book.example/e"');
  assert.match(html, 'href="https://maps.example/pin"');
  assert.not.match(html, 'stand-in');
});

links('the booking band should mark a stand-in Book button', () => {
  const booking = bookingLink(owner({ url: 'https://booking.example/x', standIns: { url: 'the page' } }), 'url');
  const html = renderToStaticMarkup(createElement(CtaBand, { title: 'Book', text: 'Come in', booking }));
  assert.match(html, `href="${paths.contact}">Book an Appointment<span class="stand-in-mark"> (placeholder)</span>`);
});

links('a Google reviews link to a map of the area, while the Place ID is a stand-in, should say so', () => {
  const site = { name: 'Clinic', reviews: { url: '', anonKey: '' } } as Site;
  const withId = clinic({ mapsUrl: 'https://maps.example/pin', bookingUrl: 'https://book.example/e' });
  const withoutId = clinicSchema.parse({
    ...withId,
    id: 'wimbledon',
    name: 'Wimbledon',
    googlePlaceId: standIn('stand-in-place-id-wimbledon'),
  });
  const { googleReviews } = testimonialsProps(site, [withId, withoutId], []);
  assert.equal(googleReviews[1], { clinic: 'Wimbledon', url: 'https://maps.example/pin', mark: '(placeholder)' });
  assert.not.ok('mark' in googleReviews[0]!);
  const html = renderToStaticMarkup(createElement(GoogleReviewsLinks, { lead: 'Read them:', links: googleReviews }));
  assert.match(html, '>Earlsfield clinic</a>');
  assert.match(html, '>Wimbledon clinic (placeholder)</a>');
});

links.run();
