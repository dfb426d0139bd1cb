import { useId } from 'react';
import type { ImageTextProps } from '../../generated/block-props.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import { answerParagraphs } from '../faq/answer-paragraphs.ts';

export type { ImageTextProps };

/** What the loader resolved: the link in the page's language, or none. */
export interface ImageTextData {
  readonly link: string | null;
}

/**
 * spec/1 §2.9 banner of a picture and a text side by side: a region named by its heading, the text in paragraphs
 * (a blank line in the CMS text starts one), and one link. The picture is first in the source, so on a narrow
 * screen it stands above the text; imagePosition moves it to the end side from 768 px. It carries its size
 * (width/height, and a 4:3 box in the CSS) so the page does not shift while it loads lazily. A static block
 * (block.json "interactive": false): HTML from the server, no script.
 */
export function ImageText({ props, data }: BlockProps<ImageTextProps, ImageTextData>) {
  const headingId = useId();
  const position = props.imagePosition ?? 'start';
  return (
    <section className={`block block-image-text image-text--image-${position}`} aria-labelledby={headingId}>
      <img
        className="image-text__image"
        src={props.image.src}
        alt={props.image.alt}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className="image-text__body">
        <h2 id={headingId}>{props.heading}</h2>
        {answerParagraphs(props.text).map((paragraph, index) => (
          <p key={index} className="image-text__text">
            {paragraph}
          </p>
        ))}
        {data.link !== null && props.linkText !== undefined ? (
          <a href={data.link} className="button button--primary image-text__link">
            {props.linkText}
          </a>
        ) : null}
      </div>
    </section>
  );
}
