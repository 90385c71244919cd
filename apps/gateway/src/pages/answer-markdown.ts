import MarkdownIt from 'markdown-it';

/**
 * Answers are markdown written by AI platforms (or by whoever they quote): rendered by
 * markdown-it with raw HTML off, so a `<script>` in an answer is shown as text, never run.
 * Links keep markdown-it's own URL validation (no `javascript:`, `vbscript:`, `data:` except images)
 * and open without referrer or opener.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'nofollow noopener noreferrer');
  tokens[idx].attrSet('target', '_blank');
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Images would load from anywhere: the page loads nothing from outside, so they stay links.
markdown.renderer.rules.image = (tokens, idx) => {
  const token = tokens[idx];
  const src = markdown.utils.escapeHtml(String(token.attrGet('src') ?? ''));
  const alt = markdown.utils.escapeHtml(token.content || src);
  return `<a href="${src}" rel="nofollow noopener noreferrer" target="_blank">[image: ${alt}]</a>`;
};

export function renderAnswer(text: string): string {
  return markdown.render(text);
}
