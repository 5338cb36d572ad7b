import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** Shown as 'Last updated: …'; bump it whenever the text changes. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The layout of the Privacy Policy and the Terms of Service: a readable column with contents. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.updated}>Last updated: {updated}</p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <nav aria-label="Contents" className={styles.contents}>
        <h2 className={styles.contentsTitle}>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
      <p className={styles.questions}>
        Questions? Reach us through the <Link to="/contact">Contact Us</Link> page.
      </p>
    </article>
  );
}
