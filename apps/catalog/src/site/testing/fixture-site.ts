import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A small but realistic brand site on a loopback port, for the site-fetch tests and the
 * benchmark: home, about (ISO-8859-1), pricing, products (gzip, JSON-LD), a comparison page,
 * a redirect chain, an endless redirect loop, oversized pages, a slow page and non-HTML resources.
 */
export interface FixtureSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Requests received, by path, so tests can assert what was (not) fetched. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const FIXTURE_BIG_PAGE_BYTES = 3 * 1024 * 1024;

const layout = (title: string, head: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${head}
  <link rel="stylesheet" href="/assets/site.css">
  <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date());</script>
</head>
<body>
  <header class="site-header">
    <a class="logo" href="/"><img src="/assets/logo.svg" alt="Acme Analytics"></a>
    <nav aria-label="Main">
      <ul>
        <li><a href="/products">Products</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="/about-us">About us</a></li>
        <li><a href="/blog/">Blog</a></li>
        <li><a href="https://app.acme-analytics.example/login">Log in</a></li>
      </ul>
    </nav>
  </header>
  <main>
${body}
  </main>
  <footer>
    <p>&copy; 2026 Acme Analytics Ltd. All rights reserved.</p>
    <a href="https://twitter.com/acmeanalytics">Twitter</a>
    <a href="https://www.linkedin.com/company/acme-analytics">LinkedIn</a>
    <a href="mailto:hello@acme-analytics.example">Contact</a>
    <a href="/legal/privacy">Privacy</a>
  </footer>
</body>
</html>
`;

const HOME = layout(
  'Acme Analytics — Product analytics for SaaS teams',
  `<meta name="description" content="Acme Analytics is a product analytics platform for SaaS teams that want to understand how customers use their product.">
  <meta property="og:site_name" content="Acme Analytics">
  <meta property="og:title" content="Acme Analytics">
  <meta property="og:type" content="website">
  <script type="application/ld+json">
  {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": "https://acme-analytics.example/#org",
        "name": "Acme Analytics",
        "legalName": "Acme Analytics Ltd",
        "alternateName": ["Acme", "AcmeHQ"],
        "url": "https://acme-analytics.example/",
        "sameAs": [
          "https://twitter.com/acmeanalytics",
          "https://www.linkedin.com/company/acme-analytics",
          "https://en.wikipedia.org/wiki/Acme_Analytics_(company)"
        ]
      },
      { "@type": "WebSite", "name": "Acme Analytics", "url": "https://acme-analytics.example/" }
    ]
  }
  </script>`,
  `    <section class="hero">
      <h1>Understand every customer journey</h1>
      <p>Event analytics, funnels and session replay in one place. Trusted by 4,000 product teams.</p>
      <a class="cta" href="/signup">Start free</a>
    </section>
    <section>
      <h2>Why teams switch</h2>
      <p>The privacy-first alternative to Google Analytics for product teams.</p>
      <ul>
        <li><a href="/compare/acme-vs-mixpanel">Acme vs Mixpanel</a></li>
        <li><a href="/blog/2025/11/how-we-built-funnels">How we built funnels</a></li>
      </ul>
    </section>
    <section class="logos"><h2>Loved by</h2><p>Northwind, Globex, Initech</p></section>`,
);

const ABOUT_LATIN1 = layout(
  'About us | Acme Analytics',
  '<meta name="description" content="Acme Analytics was founded in Zürich in 2019.">',
  `    <h1>About Acme Analytics</h1>
    <p>We started Acme in a café in Zürich in 2019, tired of guessing how people used our product.</p>
    <p>Unlike Amplitude and Heap, we keep every raw event and let you query it.</p>
    <h2>Our team</h2><p>42 people across Zürich, Lisbon and Montréal.</p>`,
).replace('<meta charset="utf-8">', '');

const PRICING = layout(
  'Pricing | Acme Analytics',
  '<meta name="description" content="Simple pricing that grows with your product.">',
  `    <h1>Pricing</h1>
    <div class="plans">
      <article class="plan"><h2>Starter</h2><p class="price">$0 / month</p><p>Up to 10k monthly tracked users.</p></article>
      <article class="plan"><h2>Growth</h2><p class="price">$99 / month</p><p>Includes Acme Insights and Acme Funnels.</p></article>
      <article class="plan"><h2>Enterprise</h2><p class="price">Talk to us</p></article>
    </div>
    <h2>Add-ons</h2>
    <h3>Acme Replay</h3><p>Session replay for every plan.</p>
    <h2>Frequently asked questions</h2>
    <h3>Can I switch plans later?</h3><p>Yes, at any time.</p>`,
);

const PRODUCTS = layout(
  'Products | Acme Analytics',
  `<meta name="description" content="Everything you need to understand your users.">
  <script type="application/ld+json">
  [
    { "@context": "https://schema.org", "@type": "SoftwareApplication", "name": "Acme Insights", "applicationCategory": "BusinessApplication",
      "offers": { "@type": "Offer", "price": "99", "priceCurrency": "USD" } },
    { "@context": "https://schema.org", "@type": "Product", "name": "Acme Funnels", "brand": { "@type": "Brand", "name": "Acme Analytics" } }
  ]
  </script>
  <script type="application/ld+json">{ "broken": </script>`,
  `    <h1>The Acme platform</h1>
    <section><h2>Acme Insights</h2><p>Dashboards for every metric.</p></section>
    <section><h2>Acme Funnels</h2><p>See where users drop off.</p></section>
    <section><h2>Acme Replay</h2><p>Watch real sessions.</p></section>
    <section><h2>Integrations with your stack</h2><p>Segment, Snowflake and more.</p></section>`,
);

const COMPARE = layout(
  'Acme vs Mixpanel: which product analytics tool is right for you? | Acme Analytics',
  '<meta name="description" content="An honest comparison of Acme Analytics and Mixpanel.">',
  `    <h1>Acme vs Mixpanel</h1>
    <p>Compared with Mixpanel, Acme includes session replay at no extra cost.</p>
    <p>Teams migrating from PostHog keep their event history.</p>`,
);

const BLOG = layout('Blog | Acme Analytics', '', '<h1>Blog</h1><p>Notes from the team.</p>');

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const html =
  (body: string, charset = 'utf-8'): Handler =>
  (_request, response) => {
    const bytes = Buffer.from(body, charset === 'iso-8859-1' ? 'latin1' : 'utf8');
    response.writeHead(200, { 'content-type': `text/html; charset=${charset}`, 'content-length': bytes.length });
    response.end(bytes);
  };

const redirect =
  (location: string, status = 301): Handler =>
  (_request, response) => {
    response.writeHead(status, { location, 'content-type': 'text/html' });
    response.end(`<a href="${location}">Moved</a>`);
  };

/** Streams `total` bytes of HTML in 64 KiB chunks without a Content-Length, as a CMS page might. */
const bigPage =
  (total: number, declareLength: boolean): Handler =>
  (_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(declareLength ? { 'content-length': total } : {}),
    });
    const chunk = Buffer.from(`<p>${'lorem ipsum dolor sit amet '.repeat(2340)}</p>\n`.slice(0, 64 * 1024));
    let sent = 0;
    const write = (): void => {
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!response.write(piece)) {
          response.once('drain', write);
          return;
        }
      }
      response.end();
    };
    response.on('close', () => {
      sent = total;
    });
    response.write('<!doctype html><html><head><title>Big</title></head><body>');
    write();
  };

function routes(origin: string): Record<string, Handler> {
  const gzippedProducts = gzipSync(PRODUCTS);
  return {
    '/': html(HOME),
    '/about-us': html(ABOUT_LATIN1, 'iso-8859-1'),
    '/pricing': redirect('/pricing/', 301),
    '/pricing/': html(PRICING),
    '/products': (request, response) => {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzippedProducts : PRODUCTS);
    },
    '/compare/acme-vs-mixpanel': html(COMPARE),
    '/blog/': html(BLOG),
    '/meta-charset': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        Buffer.from(
          '<html><head><meta charset="windows-1252"><title>Crème brûlée</title></head><body>Déjà vu</body></html>',
          'latin1',
        ),
      );
    },
    '/hop/1': redirect('/hop/2', 302),
    '/hop/2': redirect(`${origin}/hop/3`, 307),
    '/hop/3': redirect('/about-us', 308),
    '/loop/1': redirect('/loop/2'),
    '/loop/2': redirect('/loop/3'),
    '/loop/3': redirect('/loop/4'),
    '/loop/4': redirect('/loop/5'),
    '/loop/5': redirect('/loop/6'),
    '/loop/6': redirect('/loop/7'),
    '/loop/7': redirect('/'),
    '/big': bigPage(FIXTURE_BIG_PAGE_BYTES, false),
    '/big-declared': bigPage(FIXTURE_BIG_PAGE_BYTES, true),
    '/two-mb': bigPage(2 * 1024 * 1024 - 1024, false),
    '/logo.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    },
    '/api/status.json': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
    },
    '/untyped': (_request, response) => {
      response.removeHeader('content-type');
      response.writeHead(200);
      response.end('%PDF-1.7 not html');
    },
    '/slow': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body>');
      // Never ends: the fetch's own deadline has to stop it.
    },
    '/gone': (_request, response) => {
      response.writeHead(410, { 'content-type': 'text/html' });
      response.end('<h1>Gone</h1>');
    },
    '/to-file': redirect('file:///etc/passwd', 302),
  };
}

/** Starts the fixture site on 127.0.0.1 (or `host`) on a free port. */
export async function startFixtureSite(host = '127.0.0.1'): Promise<FixtureSite> {
  const hits = new Map<string, number>();
  let table: Record<string, Handler> = {};
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = table[path];
    if (handler === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not found</h1>');
      return;
    }
    handler(request, response);
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  table = routes(origin);
  return {
    origin,
    port,
    hits,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
