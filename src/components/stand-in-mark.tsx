import type { ShownLink } from '../content/stand-in';

/** The words a link's stand-in label adds after its own, in text rather than colour alone. */
export function StandInMark({ link }: { link: ShownLink }) {
  return link.mark ? <span className="stand-in-mark"> {link.mark}</span> : null;
}
