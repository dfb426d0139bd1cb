// https://vike.dev/Head — spec/1 §2.1 and SEO: canonical, hreflang alternates, Open Graph, JSON-LD.
import { usePageContext } from 'vike-react/usePageContext';
import { scriptJson } from '../domain/text/script-json.ts';
import type { PageData } from '../view/page-seo.ts';
import { originOf } from '../view/shop-route.ts';

export default function Head() {
  const pageContext = usePageContext();
  const seo = (pageContext.data as PageData | undefined)?.seo;
  const origin = originOf(pageContext) ?? '';
  const { shop } = pageContext;
  const absolute = (path: string) => `${origin}${path}`;
  return (
    <>
      <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0b5cad" />
      {seo && (
        <>
          {seo.noindex && <meta name="robots" content="noindex, follow" />}
          <link rel="canonical" href={absolute(seo.canonicalPath)} />
          {Object.entries(seo.alternates).map(([language, path]) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={`${language}-${shop.country.toUpperCase()}`}
              href={absolute(path!)}
            />
          ))}
          {seo.previousPath && <link rel="prev" href={absolute(seo.previousPath)} />}
          {seo.nextPath && <link rel="next" href={absolute(seo.nextPath)} />}
          <meta property="og:type" content={seo.openGraphType ?? 'website'} />
          <meta property="og:url" content={absolute(seo.canonicalPath)} />
          <meta property="og:locale" content={shop.locale.replace('-', '_')} />
          <meta property="og:site_name" content="Multishop" />
          {seo.image && <meta property="og:image" content={absolute(seo.image)} />}
          {seo.jsonLd && (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(seo.jsonLd) }} />
          )}
        </>
      )}
    </>
  );
}
