import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { contactUs } from "./contact-us.copy";
import { RegisteredParticulars } from "../../../shared/content/view/registered-particulars";
import { ContactForm } from "./contact-form";

/** Contact Us: the form, our people by role, and our addresses. */
export function ContactUsPage() {
  return (
    <ContentPageView page={contactUs}>
      <div className="contact-layout">
        <ContactForm form={contactUs.form} />
        <div>
          <section aria-labelledby="contacts-heading">
            <h2 id="contacts-heading">{contactUs.contactsHeading}</h2>
            <ul className="contact-list">
              {contactUs.contacts.map((person) => (
                <li key={person.id}>
                  <strong>{person.name}</strong>
                  <br />
                  <span className="contact-list__role">{person.role}</span>
                  <br />
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                  <br />
                  <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`}>{person.phone}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="addresses-heading">
            <h2 id="addresses-heading">Addresses</h2>
            <ul className="contact-list">
              {contactUs.addresses.map((address) => (
                <li key={address.label}>
                  <strong>{address.label}</strong>
                  <address>
                    {address.lines.map((line) => (
                      <span key={line} className="footer-address__line">
                        {line}
                      </span>
                    ))}
                  </address>
                  {address.mapHref && (
                    <a href={address.mapHref} target="_blank" rel="noopener noreferrer">
                      View on the map<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <RegisteredParticulars />
    </ContentPageView>
  );
}
