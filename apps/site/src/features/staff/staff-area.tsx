/**
 * The staff console under /staff, one lazy chunk for every staff page (no visitor or member
 * route loads it). Anyone may open the address; the server refuses every staff call to a
 * visitor (401) or a member (403), and the pages say so.
 */
import { PageHeading } from "@jute/ui";
import { Link, Route, Switch, useLocation } from "wouter";
import { staffCopy } from "./staff.copy";
import { useSession } from "../../shared/session";
import { AuditPage } from "./audit-page";
import { FaresPage } from "./fares-page";
import { InboxPage } from "./inbox-page";
import { MembersPage } from "./members-page";
import { PricesPage } from "./prices-page";
import "./staff.css";

const sections = [
  { href: "/prices", label: staffCopy.nav.prices },
  { href: "/fares", label: staffCopy.nav.fares },
  { href: "/audit", label: staffCopy.nav.audit },
  { href: "/members", label: staffCopy.nav.members },
  { href: "/enquiries", label: staffCopy.nav.inbox },
] as const;

function StaffNav() {
  const [location] = useLocation();
  return (
    <nav aria-label={staffCopy.nav.label} className="staff-nav">
      <ul>
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={location === section.href ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StaffHome() {
  return (
    <>
      <PageHeading>{staffCopy.home.heading}</PageHeading>
      <p className="lead">{staffCopy.home.lead}</p>
    </>
  );
}

export function StaffArea() {
  const { member } = useSession();
  // Visitors and members get the same clean page: no console tabs around a refusal.
  if (!member || member.role !== "staff") {
    return (
      <div className="container page staff-page">
        <PageHeading>{staffCopy.notStaff.heading}</PageHeading>
        <p className="lead">{member ? staffCopy.notStaff.member : staffCopy.notStaff.loggedOut}</p>
        <p>
          {member ? <Link href="~/">{staffCopy.notStaff.home}</Link> : <Link href="~/login">{staffCopy.notStaff.login}</Link>}
        </p>
      </div>
    );
  }
  return (
    <div className="container page staff-page">
      <StaffNav />
      <Switch>
        <Route path="/prices" component={PricesPage} />
        <Route path="/fares" component={FaresPage} />
        <Route path="/audit" component={AuditPage} />
        <Route path="/members" component={MembersPage} />
        <Route path="/enquiries" component={InboxPage} />
        <Route component={StaffHome} />
      </Switch>
    </div>
  );
}
