/**
 * The staff console under /staff, one lazy chunk for every staff page (no visitor or member
 * route loads it). Anyone may open the address; the server refuses every staff call to a
 * visitor (401) or a member (403), and the pages say so.
 */
import { PageHeading } from "@jute/ui";
import type { ComponentType } from "react";
import { Link, Route, Switch, useLocation } from "wouter";
import { staffConsoleMeta } from "../../shared/content/page-list";
import { staffCopy } from "./staff.copy";
import { staffPageKeys, staffPageRoute, type StaffPageKey } from "../../shared/config/paths";
import { useSession, useSessionEnded } from "../../shared/session";
import { staffTitle, useStaffTitle } from "./staff-title";
import { AuditPage } from "./audit-page";
import { FaresPage } from "./fares-page";
import { InboxPage } from "./inbox-page";
import { MembersPage } from "./members-page";
import { OffersPage } from "./offers-page";
import { PricesPage } from "./prices-page";
import "./staff.css";

/** The page of each staff path (shared/config/paths.ts lists them, in menu order). */
const pages: Record<StaffPageKey, ComponentType> = {
  prices: PricesPage,
  fares: FaresPage,
  audit: AuditPage,
  members: MembersPage,
  inbox: InboxPage,
  offers: OffersPage,
};

const sections = staffPageKeys.map((key) => ({ key, href: staffPageRoute(key), label: staffCopy.nav[key] }));

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
  useStaffTitle(staffConsoleMeta.title);
  return (
    <>
      <PageHeading>{staffCopy.home.heading}</PageHeading>
      <p className="lead">{staffCopy.home.lead}</p>
    </>
  );
}

/**
 * Not (or no longer) logged in as staff. A session that ended during this visit (a staff call
 * met a 401: the token expired, was revoked, or another tab logged out) says so in plain words,
 * with a link to log in that leads back to this page; a visitor or a member is told the
 * console is for staff.
 */
function NotStaff({ member }: { member: boolean }) {
  const ended = useSessionEnded();
  const copy = staffCopy.notStaff;
  const state = !member && ended ? "ended" : member ? "member" : "visitor";
  useStaffTitle(staffTitle(state === "ended" ? copy.endedTitle : copy.heading));
  if (state === "ended") {
    return (
      <div className="container page staff-page">
        <PageHeading>{copy.endedHeading}</PageHeading>
        <p className="lead">{copy.ended}</p>
        <p>
          <Link href="~/login" state={{ returnTo: { path: window.location.pathname } }}>
            {copy.loginAgain}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page staff-page">
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{member ? copy.member : copy.loggedOut}</p>
      <p>{member ? <Link href="~/">{copy.home}</Link> : <Link href="~/login">{copy.login}</Link>}</p>
    </div>
  );
}

export function StaffArea() {
  const { member } = useSession();
  // Visitors and members get the same clean page: no console tabs around a refusal.
  if (!member || member.role !== "staff") return <NotStaff member={member !== null} />;
  return (
    <div className="container page staff-page">
      <StaffNav />
      <Switch>
        {staffPageKeys.map((key) => (
          <Route key={key} path={staffPageRoute(key)} component={pages[key]} />
        ))}
        <Route component={StaffHome} />
      </Switch>
    </div>
  );
}
