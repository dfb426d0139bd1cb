// https://vike.dev/data — the page's title, not indexed (service-page-data.server.ts).
export { servicePageData as data } from '../../service-page-data.server.ts';
