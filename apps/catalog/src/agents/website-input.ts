import { AppError, normaliseWebsiteUrl, registrableDomain } from '#common';

/**
 * A customer's website as the catalog keeps it, and its registrable domain (the agent key,
 * decisions §6). The website is the home page of the URL's origin (`https://www.acme.com/p?x=1`
 * → `https://www.acme.com/`): the agent stands for the brand's site, whose home page is where
 * the knowledge base starts. A URL that is not http(s) or has no public host name is a
 * VALIDATION_ERROR.
 */
export function parseWebsite(url: unknown, field = 'url'): { website: string; domain: string } {
  const normalised = typeof url === 'string' ? normaliseWebsiteUrl(url) : null;
  const website = normalised === null ? null : `${new URL(normalised).origin}/`;
  const domain = website === null ? null : registrableDomain(website);
  if (website === null || domain === null) {
    throw new AppError('VALIDATION_ERROR', `Not a website URL with a public host name: ${JSON.stringify(url)}`, [
      { field, message: 'must be an http(s) URL with a public host name, e.g. https://acme.com' },
    ]);
  }
  return { website, domain };
}
