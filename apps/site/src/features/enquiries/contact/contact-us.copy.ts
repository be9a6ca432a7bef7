/** Copy of /contact-us: the form's words, our people by role, and our addresses. */
import { metaOf } from "../../../shared/content/pages";
import { mills, site } from "../../../shared/content/site";
import type { ContactPage } from "../../../shared/content/types";

export const contactUs: ContactPage = {
  ...metaOf("/contact-us"),
  heading: "Contact Us",
  intro: [
    "Write to us with a question, an enquiry or an order, and the right person will answer within two working days. Or contact our people directly: their details are below.",
  ],
  sections: [],
  form: {
    heading: "Send us a message",
    submitLabel: "Send",
    note: `We answer within two working days. You can also write to ${site.email}.`,
  },
  contactsHeading: "Our people",
  contacts: [
    { id: "export", name: "Rezaul Haque Bhuiyan", role: "Export sales", email: "export@sonalijutegroup.com.bd", phone: "+880 1713-045678" },
    { id: "local", name: "Kamrul Hasan", role: "Local sales", email: "sales@sonalijutegroup.com.bd", phone: "+880 1819-223344" },
    { id: "yarn", name: "Sharmin Akter", role: "Yarn sales", email: "yarn@sonalijutegroup.com.bd", phone: "+880 1715-667788" },
    { id: "shipping", name: "Arif Hossain", role: "Shipping and documents", email: "shipping@sonalijutegroup.com.bd", phone: "+880 1911-445566" },
    { id: "hr", name: "Nasima Begum", role: "Human resources", email: "careers@sonalijutegroup.com.bd", phone: "+880 1712-889900" },
  ],
  addresses: [site.headOffice, ...mills.map((mill) => mill.address)],
};
