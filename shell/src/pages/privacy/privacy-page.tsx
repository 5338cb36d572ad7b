import { LegalDocument, type LegalSection } from '../../features/legal';

/*
 * Plain-language privacy policy. The spec's original claimed that messages are
 * end-to-end encrypted. They are not: the server stores them so both people can read them on any
 * device. We describe what really happens instead (see
 * docs/decisions/0033-shell-sign-in-navbar-footer-pages.md).
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'data-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <h3>Account information</h3>
        <p>
          When you create an account we receive your email address and, if you give one, your
          display name. If you sign in with Google we receive the name, email address and profile
          photo of your Google account. You can add or change a name and profile picture at any time
          on your profile page.
        </p>
        <h3>Listings</h3>
        <p>
          When you post a sublease we store what you enter: title, description, rent, dates,
          address, room details, amenities and photos. A listing is public: anyone can see it,
          together with your name, email address, profile picture and the date you joined, so that
          people can contact you about it.
        </p>
        <h3>Messages</h3>
        <p>
          Messages you exchange with other people are sent over an encrypted connection and stored
          on our servers, so that both of you can read the conversation from any device. They are
          not end-to-end encrypted, so please do not send passwords, bank details or identity
          documents in messages. Deleting a conversation hides it from your view only; the other
          person keeps their copy.
        </p>
        <h3>Usage information</h3>
        <p>
          Our servers keep basic technical logs (such as the time of a request, the page or data
          requested and your IP address) to keep the service running and secure. We do not use
          advertising or analytics trackers. Your browser keeps your sign-in session, your dark mode
          choice and a copy of recent listings (for up to 24 hours) so pages load quickly.
        </p>
        <h3>Contact form</h3>
        <p>
          If you write to us through the Contact Us page, we keep your name, email address, reason
          for contact and message so we can answer you.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use your information',
    body: (
      <ul>
        <li>to run your account and show your listings, saved listings and messages;</li>
        <li>
          to let people who are interested in a listing get in touch with the person who posted it;
        </li>
        <li>to answer your questions and reports, and to fix problems;</li>
        <li>to keep the service safe, for example by investigating scams or abuse.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'When we share information',
    body: (
      <>
        <p>
          We do not sell your information and we do not share it with advertisers. Other people see
          what you choose to publish (your listings and the name and picture on your profile) and
          the messages you send them. We may disclose information when the law requires it, or to
          protect people from fraud or harm.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Third-party services',
    body: (
      <>
        <p>We rely on a few outside services to run the site:</p>
        <ul>
          <li>
            <strong>Authentication:</strong> sign-in, passwords and password-reset emails are
            handled by Google Firebase Authentication. We never see or store your password.
          </li>
          <li>
            <strong>Photo storage:</strong> listing photos and profile pictures are kept in a cloud
            file storage service and delivered through links that expire.
          </li>
          <li>
            <strong>Maps and addresses:</strong> map images come from a public map tile server, and
            the address of a new listing is looked up with an address search service to place it on
            the map. These services see the request, including your IP address.
          </li>
        </ul>
        <p>Each of these services handles data under its own privacy policy.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    body: (
      <>
        <p>You are in control of your information:</p>
        <ul>
          <li>you can see and change your name and profile picture on your profile page;</li>
          <li>you can edit or delete your listings at any time;</li>
          <li>you can delete conversations from your view;</li>
          <li>
            you can ask us for a copy of your data, to correct it, or to delete your account and
            everything linked to it, through the Contact Us page.
          </li>
        </ul>
        <p>
          We keep your information while your account is open, and delete it when you ask us to,
          unless we must keep something to meet a legal obligation.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page. If a change
        matters for how we use your information, we will also tell you on the site.
      </p>
    ),
  },
];

/** The privacy policy. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 21, 2026"
      intro={
        <p>
          Madison Subleases helps students in Madison, WI find and offer subleases. This page
          explains what information we collect, why, who else handles it, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
