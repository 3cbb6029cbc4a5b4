import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PostCard } from '../../src/components/post-card';
import { PostImage } from '../../src/components/post-image';

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
