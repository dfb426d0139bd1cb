import type { ReactNode } from 'react';
import type { RenderedBlock } from '../../view/block-types.ts';
import type { BlockGalleryData, GalleryLink, GallerySection } from './gallery-data.ts';
import './block-gallery.css';

// The gallery's own words are English only, on purpose: it is a tool for the shop's developers and editors, not
// a page for shoppers (ADR 009), so it has no entries in runtime/i18n. They are marked lang="en" (WCAG 3.1.2
// Language of Parts), since the page itself is in the shop's language, which the blocks are rendered in.

const STATUS_LABEL: Readonly<Record<GallerySection['status'], string>> = {
  ok: 'rendered',
  empty: 'nothing to show',
  error: 'failed',
};

/** The section of a block, the jump list's target: `#block-<name>`. */
export function sectionId(name: string): string {
  return `block-${name}`;
}

/**
 * The block gallery (ADR 009): every block of the library rendered with its fixture in the page's country and language,
 * one section per block with its facts (interactive or server only, the store flags it needs and whether they are
 * on here) and the block itself — or what kept it from rendering. A switcher on top goes to every country's
 * gallery and to this one in each of the country's languages; a jump list goes to each block.
 */
export function BlockGallery({
  data,
  renderBlock,
}: {
  data: BlockGalleryData;
  /** The block library's rendering of one block (its BlockList): the page gives it, as blocks sit above components. */
  renderBlock: (block: RenderedBlock) => ReactNode;
}) {
  const failed = data.sections.filter((section) => section.status === 'error').length;
  const empty = data.sections.filter((section) => section.status === 'empty').length;
  return (
    <div className="block-gallery">
      <header className="block-gallery__intro" lang="en">
        <h1>Block gallery</h1>
        <p>
          All {data.sections.length} blocks of the library (<code>blocks/</code>), each rendered with its{' '}
          <code>fixture.json</code> in {data.countryLabel}, {data.languageLabel}, whatever the store flags say. A
          development page: always there under <code>npm run dev</code>, in production only with{' '}
          <code>BLOCK_GALLERY=1</code>; never indexed.
        </p>
        <p className="block-gallery__summary">
          {data.sections.length - failed - empty} rendered, {empty} with nothing to show, {failed} failed.
        </p>
        <nav className="block-gallery__switcher" aria-label="Country">
          <h2 className="block-gallery__switcher-title">Country</h2>
          <SwitcherLinks links={data.countries} />
        </nav>
        {data.languages.length > 1 && (
          <nav className="block-gallery__switcher" aria-label="Language">
            <h2 className="block-gallery__switcher-title">Language</h2>
            <SwitcherLinks links={data.languages} languages />
          </nav>
        )}
        <nav className="block-gallery__jump" aria-label="Blocks">
          <h2 className="block-gallery__switcher-title">Blocks</h2>
          <ol>
            {data.sections.map((section) => (
              <li key={section.name}>
                <a href={`#${sectionId(section.name)}`}>{section.title}</a>
                {section.status !== 'ok' && (
                  <span className={`block-gallery__badge block-gallery__badge--${section.status}`}>
                    {' '}
                    ({STATUS_LABEL[section.status]})
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {data.sections.map((section) => (
        <GallerySectionView key={section.name} section={section} renderBlock={renderBlock} />
      ))}
    </div>
  );
}

/**
 * The switcher's links. Another language is a full page load (rel="external" keeps vike from routing it in the
 * browser), as the shop's language selector does: the page's strings come with the first page only.
 */
function SwitcherLinks({ links, languages = false }: { links: readonly GalleryLink[]; languages?: boolean }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.code}>
          <a
            href={link.href}
            aria-current={link.current ? 'page' : undefined}
            {...(languages ? { hrefLang: link.code, lang: link.code, rel: 'external' } : {})}
          >
            {link.label} <span className="block-gallery__code">{link.code}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function GallerySectionView({
  section,
  renderBlock,
}: {
  section: GallerySection;
  renderBlock: (block: RenderedBlock) => ReactNode;
}) {
  const id = sectionId(section.name);
  return (
    <section
      id={id}
      className={`block-gallery__section block-gallery__section--${section.status}`}
      aria-labelledby={`${id}-title`}
      data-block-name={section.name}
      data-block-status={section.status}
      data-block-interactive={section.interactive}
    >
      <div className="block-gallery__facts" lang="en">
        <h2 id={`${id}-title`}>
          {section.title} <code>{section.name}</code>
        </h2>
        <dl>
          <dt>Runs</dt>
          <dd>
            {section.interactive
              ? 'interactive: hydrated in the browser, its props and data sent with the page'
              : 'server only: HTML rendered on the server, no JavaScript'}
          </dd>
          <dt>Store flags</dt>
          <dd>
            {section.storeFlags.length === 0 ? (
              'none: shown in every country'
            ) : (
              <ul>
                {section.storeFlags.map((flag) => (
                  <li key={flag.name} data-store-flag={flag.name} data-on={flag.on}>
                    <code>{flag.name}</code>: {flag.on ? 'on here' : 'off here: a page in this country leaves it out'}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Status</dt>
          <dd>{STATUS_LABEL[section.status]}</dd>
        </dl>
        {section.status === 'error' && (
          <div className="block-gallery__error">
            <p>The block failed with its fixture:</p>
            <pre>{section.error}</pre>
          </div>
        )}
        {section.status === 'empty' && (
          <p className="block-gallery__empty">
            Nothing to show with this fixture here: its loader found no data in this country, so a page would leave the
            block out.
          </p>
        )}
      </div>
      {section.block && <div className="block-gallery__stage">{renderBlock(section.block)}</div>}
    </section>
  );
}
