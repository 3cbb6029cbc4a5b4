/**
 * A short note to staff at the foot of the editor, for what Decap's own notices do not say: that a save was read back
 * from the file, or which photo a deletion left unused. Above Decap's screens, clear of its header and the preview's
 * buttons; Decap styles itself inline too, which /admin/'s policy allows.
 */
export function showNote(text: string, { ms = 8000, onThisItem = false } = {}) {
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = text;
  Object.assign(note.style, {
    position: 'fixed',
    bottom: '16px',
    left: '16px',
    maxWidth: 'min(40rem, calc(100vw - 32px))',
    zIndex: '1000',
    margin: '0',
    padding: '12px 16px',
    borderRadius: '6px',
    background: '#005f3d',
    color: '#fff',
    font: '15px/1.4 system-ui, sans-serif',
  });
  document.body.append(note);
  const gone = new AbortController();
  const remove = () => {
    note.remove();
    gone.abort();
  };
  setTimeout(remove, ms);
  // A note about this item goes when another is opened, where "Saved." would seem to speak of that one.
  const shownAt = location.hash;
  if (onThisItem)
    window.addEventListener('hashchange', () => location.hash !== shownAt && remove(), { signal: gone.signal });
}
