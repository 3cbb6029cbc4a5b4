/**
 * Article and page bodies. The HTML comes only from the Markdown renderer,
 * where rehype-sanitize runs last; nothing else may be passed here.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  /* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown HTML that rehype-sanitize cleaned last in
     render-markdown */
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
