import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../features/legal';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using Madison Subleases you agree to these terms and to our{' '}
        <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
        service.
      </p>
    ),
  },
  {
    id: 'service',
    heading: 'What the service is',
    body: (
      <>
        <p>
          Madison Subleases is a place where students post sublet listings for their apartment or
          room, and where others browse them, save them and message the person who posted them.
        </p>
        <p>
          We are not a landlord, a real-estate agent or a party to any sublease. We do not inspect
          properties, check identities, hold deposits or process payments. Any agreement you make is
          between you and the other person.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    heading: 'Your responsibilities',
    body: (
      <ul>
        <li>Keep your account secure and do not share your password.</li>
        <li>
          Post only places you are allowed to sublet. Many leases need the landlord&apos;s written
          consent: check yours before you post.
        </li>
        <li>
          Describe the place honestly and accurately, use your own photos, and remove or update a
          listing once it is taken.
        </li>
        <li>
          Before paying anything or signing anything, see the place (in person or by live video),
          confirm the details with the landlord where you can, and put the agreement in writing.
        </li>
        <li>Be respectful in your messages.</li>
      </ul>
    ),
  },
  {
    id: 'prohibited',
    heading: 'Prohibited uses',
    body: (
      <>
        <p>You may not use the service to:</p>
        <ul>
          <li>
            post fake, misleading or duplicate listings, or places you have no right to sublet;
          </li>
          <li>scam people, for example by asking for deposits for a place you cannot offer;</li>
          <li>
            discriminate against anyone in a way that fair-housing laws forbid, or post listings
            that do;
          </li>
          <li>harass, threaten or spam other people;</li>
          <li>
            post content that is illegal, sexually explicit, or that you do not have the rights to;
          </li>
          <li>
            collect other people&apos;s information, scrape the site, or interfere with how it
            works.
          </li>
        </ul>
        <p>
          If you see any of this, please tell us with a User Report through the{' '}
          <Link to="/contact">Contact Us</Link> page.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <>
        <p>
          The service is provided &ldquo;as is&rdquo;. We work to keep it available and accurate,
          but we cannot promise that it will always be, and we do not guarantee any listing, any
          user or the outcome of any sublease.
        </p>
        <p>
          To the extent the law allows, we are not liable for losses that come from dealings between
          users, from content posted by users, or from the service being unavailable. Nothing in
          these terms limits rights that you have under the law and cannot give up.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Termination',
    body: (
      <>
        <p>
          You can stop using the service at any time, and ask us to delete your account through the
          Contact Us page.
        </p>
        <p>
          We may remove listings or messages, or suspend or close an account, that breaks these
          terms or puts other people at risk. Where it is safe to do so, we will tell you why.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. We will update the date at the top of this
        page, and using the service after a change means you accept the new terms.
      </p>
    ),
  },
];

/** The terms of service. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 21, 2026"
      intro={
        <p>
          These terms are the rules for using Madison Subleases. We have tried to keep them short
          and in plain language.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
