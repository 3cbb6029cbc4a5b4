import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PostCard } from '../../src/components/post-card';
import { PostImage } from '../../src/components/post-image';
import { stateNotice } from '../../src/lib/publishing';

const image = suite('PostImage');
const post = {
  slug: 'frozen-shoulder',
  title: 'Frozen Shoulder: Stages, Treatment and Patience',
  excerpt: 'How a frozen shoulder goes, stage by stage.',
  published_at: '2024-01-01T09:00:00+00:00',
  author: 'Helen Marsh',
};

image('should draw no cover for a post without a photo, on its page or its card, so the title is read once', () => {
  assert.is(renderToStaticMarkup(createElement(PostImage, { post, width: 800 })), '');
  const card = renderToStaticMarkup(createElement(PostCard, { post }));
  assert.not.match(card, '<img');
  assert.is(card.split(post.title).length - 1, 2, 'the heading and the Read more link name it, nothing else');
});

image('should show a photo given by address, with its alt text', () => {
  const html = renderToStaticMarkup(
    createElement(PostImage, {
      post: { ...post, image_url: 'https://example.org/knee.jpg', image_alt: 'A knee' },
      width: 600,
    }),
  );
  assert.match(html, /<img class="post-image" src="https:\/\/example.org\/knee.jpg" alt="A knee" width="600"/);
});

image.run();

const card = suite('PostCard of a post not on the live site');
const drawn = (status?: 'draft' | 'scheduled') =>
  renderToStaticMarkup(createElement(PostCard, { post: status ? { ...post, status } : post }));

card('should say in words that a scheduled post or a draft is not live, as its page does', () => {
  assert.match(drawn('scheduled'), `<p class="status-mark">${stateNotice('scheduled', post.published_at)}</p>`);
  assert.match(drawn('scheduled'), 'Scheduled for 1 January 2024');
  assert.match(drawn('draft'), '<p class="status-mark">Draft: not on the live site</p>');
});

card('should draw a live post’s card with no mark', () => {
  assert.not.match(drawn(), 'status-mark');
  assert.not.match(drawn(), /Scheduled|Draft/);
});

card.run();
