import type { ReactNode } from "react";
import type { ContentPage, Section } from "../types";
import { PageHeading } from "@jute/ui";
import { CardGrid } from "./cards";
import { PeopleList } from "./people";
import { Picture } from "./picture";
import { Slides, type SlidesProps } from "./slides";
import { SpecListView, SpecTableView } from "./spec-table";
import { VideoPlayer } from "./video-player";

export function SectionBlock({ section, children }: { section: Section; children?: ReactNode }) {
  return (
    <section
      className={section.image ? "content-section content-section--with-image" : "content-section"}
      aria-labelledby={`section-${section.id}`}
    >
      <div>
        <h2 id={`section-${section.id}`}>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list && section.list.length > 0 && (
          <ul className="bullet-list">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
      {section.image && <Picture image={section.image} className="content-section__image" />}
    </section>
  );
}

export interface ContentPageViewProps {
  page: ContentPage;
  /** Shown right after the intro (e.g. a product's costing link). */
  afterIntro?: ReactNode;
  /** Shown after everything else (e.g. the contact form). */
  children?: ReactNode;
  /** How the page's slides are shown. */
  slides?: Omit<SlidesProps, "slides" | "label"> & { label?: string };
  /** Content rendered inside a section, by section id (e.g. a spec table under its heading). */
  sectionExtras?: Record<string, ReactNode>;
}

/**
 * The layout of a content page, from its data: heading, intro, banner, slides, sections,
 * tables, cards, people, video, pictures and related links. Each part shows only when the
 * page has it, so the same view serves about thirty pages.
 */
export function ContentPageView({ page, afterIntro, children, slides, sectionExtras = {} }: ContentPageViewProps) {
  const sectionIds = new Set(page.sections.map((section) => section.id));
  return (
    <article className="container page">
      <PageHeading>{page.heading}</PageHeading>
      {page.intro.map((paragraph, index) => (
        <p key={paragraph} className={index === 0 ? "lead" : undefined}>
          {paragraph}
        </p>
      ))}
      {afterIntro}
      {page.banner && <Picture image={page.banner} className="banner" eager />}
      {page.slides && page.slides.length > 0 && (
        <Slides slides={page.slides} label={slides?.label ?? `${page.heading}: pictures`} {...slides} />
      )}
      {page.sections.map((section) => {
        // A table or list with the id of a section belongs under that section's heading.
        const table = page.specTables?.find((t) => t.id === section.id);
        const list = page.specLists?.find((l) => l.id === section.id);
        return (
          <SectionBlock key={section.id} section={section}>
            {table && <SpecTableView table={table} />}
            {list && <SpecListView list={list} headingLevel={3} />}
            {sectionExtras[section.id]}
          </SectionBlock>
        );
      })}
      {page.specTables
        ?.filter((table) => !sectionIds.has(table.id))
        .map((table) => <SpecTableView key={table.id} table={table} />)}
      {page.specLists
        ?.filter((list) => !sectionIds.has(list.id))
        .map((list) => <SpecListView key={list.id} list={list} />)}
      {page.cards && page.cards.length > 0 && <CardGrid cards={page.cards} />}
      {page.people && page.people.length > 0 && <PeopleList people={page.people} />}
      {page.video && (
        <section aria-label={page.video.title} className="content-section">
          <VideoPlayer video={page.video} />
        </section>
      )}
      {page.images && page.images.length > 0 && (
        <ul className="figure-grid">
          {page.images.map((image) => (
            <li key={image.src}>
              <Picture image={image} />
            </li>
          ))}
        </ul>
      )}
      {children}
      {page.related && page.related.length > 0 && (
        <section aria-labelledby="related-heading" className="content-section">
          <div>
            <h2 id="related-heading">Read next</h2>
            <CardGrid cards={page.related} />
          </div>
        </section>
      )}
    </article>
  );
}
