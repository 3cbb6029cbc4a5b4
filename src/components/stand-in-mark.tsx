/** The words a stand-in's label adds after a link's or a heading's own, in text rather than colour alone. */
export function StandInMark({ mark }: { mark?: string | undefined }) {
  return mark ? <span className="stand-in-mark"> {mark}</span> : null;
}
