// https://vike.dev/route-function — the block gallery (ADR 009) at /__blocks and /<language prefix>/__blocks. A route
// function, like the shop's other routes (shop-route.ts), with a positive precedence so it comes before the
// catch-all slug route (slug/+route.ts) whatever that one matches. Whether the gallery is switched on is the
// guard's to say (+guard.server.ts): routing also runs in the browser, which does not know.
import { countryFromHost } from '../../domain/routing/country-from-host.ts';
import { blockGalleryLanguage } from '../../view/gallery-path.ts';
import { originOf, type RoutedUrl } from '../../view/shop-route.ts';

export default function route(pageContext: RoutedUrl) {
  // urlParsed is parsed again on every read (a vike getter), and this runs for every request: read it once.
  const { origin: urlOrigin, pathname } = pageContext.urlParsed;
  const origin = originOf(pageContext, urlOrigin);
  const country = countryFromHost(origin?.replace(/^[a-z]+:\/\//, ''));
  if (country === null || blockGalleryLanguage(country, pathname) === null) return false;
  return { precedence: 1 };
}
