import { RegisteredParticulars } from "../../shared/content/view/registered-particulars";
import { SiteLink } from "../../shared/content/view/site-link";
import { site } from "../../shared/content/site";
import type { Address } from "../../shared/content/types";

function AddressBlock({ address }: { address: Address }) {
  return (
    <div className="footer-address">
      <h3 className="footer-address__label">{address.label}</h3>
      <address>
        {address.lines.map((line) => (
          <span key={line} className="footer-address__line">
            {line}
          </span>
        ))}
      </address>
      {address.mapHref && (
        <SiteLink link={{ label: "View on the map", href: address.mapHref, external: true }} className="footer__link" />
      )}
    </div>
  );
}

/** The footer of every page: addresses, contact, three link columns, certificate, copyright. */
export function Footer() {
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="site-footer__heading">
            {site.name}
          </h2>
          <p>{footer.about}</p>
          <AddressBlock address={site.headOffice} />
          {site.mills.map((mill) => (
            <AddressBlock key={mill.id} address={mill.address} />
          ))}
          <p className="site-footer__contact">
            <span>Email: </span>
            <a className="footer__link" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            <br />
            <span>Phone: </span>
            <a className="footer__link" href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}>
              {site.phone}
            </a>
          </p>
        </section>
        {footer.columns.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink link={link} className="footer__link" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__certificate">
          <img
            src={footer.certificate.src}
            alt={footer.certificate.alt}
            width={footer.certificate.width}
            height={footer.certificate.height}
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
      <div className="container">
        <RegisteredParticulars withAddresses={false} region={false} className="site-footer__particulars" />
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{footer.copyright}</p>
          <nav aria-label="Legal" className="site-footer__legal">
            <ul className="site-footer__legal-links">
              {footer.legal.map((link) => (
                <li key={link.href}>
                  <SiteLink link={link} className="footer__link" />
                </li>
              ))}
            </ul>
          </nav>
          <p>{footer.credit}</p>
        </div>
      </div>
    </footer>
  );
}
