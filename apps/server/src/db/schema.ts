/**
 * The database schema (one for PGlite and PostgreSQL). Migrations in ../../drizzle are
 * generated from this file with `pnpm --filter @jute/server db:generate`.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  img: text("img").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const childCategories = pgTable(
  "child_categories",
  {
    categoryId: integer("category_id").notNull().references(() => categories.id),
    id: integer("id").notNull(),
    name: text("name").notNull(),
    img: text("img").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.id] })],
);

export interface SpecLine {
  label: string;
  value: string;
}

export const subCategories = pgTable(
  "sub_categories",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id").notNull().references(() => categories.id),
    childCategoryId: integer("child_category_id"),
    name: text("name").notNull(),
    productName: text("product_name").notNull(),
    img: text("img").notNull().default(""),
    /** The unit a price is quoted in: "MT", "metre", "piece", "m²", "kg". */
    unit: text("unit").notNull(),
    description: text("description").notNull().default(""),
    specification: jsonb("specification").$type<SpecLine[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** How much (in `unit`) one 20' and one 40' container carry (db/fcl-data.ts). */
    fcl20: numeric("fcl20", { precision: 12, scale: 2 }),
    fcl40: numeric("fcl40", { precision: 12, scale: 2 }),
  },
  (table) => [index("sub_categories_category_idx").on(table.categoryId, table.childCategoryId)],
);

export const productSizes = pgTable(
  "product_sizes",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id").notNull().references(() => categories.id),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id),
    size: text("size").notNull(),
    unit: text("unit").notNull(),
  },
  (table) => [index("product_sizes_category_idx").on(table.categoryId, table.subCategoryId)],
);

export const truckFares = pgTable("truck_fares", {
  id: integer("id").primaryKey(),
  location: text("location").notNull(),
  /** Cost in USD to carry one tonne from the mill to this port. */
  usdPerTonne: numeric("usd_per_tonne", { precision: 10, scale: 2 }).notNull(),
});

/**
 * The ex-mill price list. A row prices one spec (sub-category plus size, or yarn count, ply
 * and oil) at one company from the day it takes effect; the newest row on or before today
 * is the price in force. A quote adds the truck fare for the tonnes one unit weighs.
 */
export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull().references(() => companies.id),
    subCategoryId: integer("sub_category_id").notNull().references(() => subCategories.id),
    productSizeId: integer("product_size_id").references(() => productSizes.id),
    yarnCount: numeric("yarn_count", { precision: 6, scale: 2 }),
    ply: integer("ply"),
    oil: text("oil"),
    exMillUsd: numeric("ex_mill_usd", { precision: 12, scale: 4 }).notNull(),
    /** What one unit weighs, so that the fare per tonne can be charged per unit. */
    kgPerUnit: numeric("kg_per_unit", { precision: 12, scale: 4 }).notNull(),
    effectiveFrom: date("effective_from").notNull(),
    /** A row that ends the spec's price from its day on (a list applied with "retire"). */
    retired: boolean("retired").notNull().default(false),
    /** The staff change (staff_changes.id) that wrote the row; null for the seed. */
    changeId: integer("change_id"),
  },
  (table) => [
    index("prices_change_idx").on(table.changeId),
    index("prices_lookup_idx").on(table.subCategoryId, table.companyId),
    uniqueIndex("prices_spec_day_uq").on(
      table.companyId,
      table.subCategoryId,
      sql`coalesce(${table.productSizeId}, 0)`,
      sql`coalesce(${table.yarnCount}, 0)`,
      sql`coalesce(${table.ply}, 0)`,
      sql`coalesce(${table.oil}, '')`,
      table.effectiveFrom,
    ),
    check("prices_oil_ck", sql`${table.oil} is null or ${table.oil} in ('MOT', 'VOT')`),
    check("prices_ply_ck", sql`${table.ply} is null or ${table.ply} in (1, 2)`),
    check("prices_positive_ck", sql`${table.exMillUsd} > 0 and ${table.kgPerUnit} > 0`),
  ],
);

export const members = pgTable("members", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** "member" or "staff" (staff are created with `pnpm staff:add`). */
  role: text("role").$type<"member" | "staff">().notNull().default("member"),
  /** Set while staff have disabled the account: no login, every session ended. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** The buyer's company and country, printed on a proforma (the account page edits them). */
  company: text("company").notNull().default(""),
  country: text("country").notNull().default(""),
  /**
   * When the member opened a confirmation link mailed to `email` (null: never). With mail on,
   * an account logs in only once proven (domain/accounts/address-links.ts).
   */
  provenAt: timestamp("proven_at", { withTimezone: true }),
}, (table) => [check("members_role_ck", sql`${table.role} in ('member', 'staff')`)]);

/** Opaque login tokens, stored only as their SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_member_idx").on(table.memberId)],
);

/**
 * Password reset tokens (migration 0005): 256 random bits mailed once, stored only as their
 * SHA-256 hash, valid for 30 minutes and usable once (`used_at` is set before the new password
 * is hashed, so two uses racing cannot both pass).
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_member_idx").on(table.memberId)],
);

/**
 * Address confirmation links, stored only as their SHA-256 hash: one for a new account's
 * address, or for the new address of an address change (`email`, in force once opened).
 */
export const addressLinks = pgTable(
  "address_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    /** The address the link was mailed to, which opening it proves. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("address_links_member_idx").on(table.memberId)],
);

/**
 * One row whose version goes up with every change to the catalogue or the price list
 * (triggers in migration 0001, which also NOTIFY `catalogue_changed`). Servers keep the
 * catalogue in memory and reload it when the version moves. Beside it, one version per
 * price-moving subject (migration 0011), which that subject's previews are compared with.
 */
export const catalogueVersion = pgTable("catalogue_version", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(0),
  /** Moves with the prices and the catalogue's structure, not the fares (migration 0011). */
  pricesVersion: integer("prices_version").notNull().default(0),
  /** Moves with the fares alone. */
  faresVersion: integer("fares_version").notNull().default(0),
});

/** A row of a price list as the audit keeps it (before and after a change). */
export interface AuditPriceRow {
  company: string;
  sub_category_id: string;
  product_size_id: string;
  yarn_count: string;
  ply: string;
  oil: string;
  kg_per_unit: string;
  ex_mill_usd: string;
}

/** Every change staff make to prices or fares: who, when, what, and the rows before and after. */
export const staffChanges = pgTable(
  "staff_changes",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"prices" | "fares" | "restore" | "cancel">().notNull(),
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    effectiveFrom: date("effective_from").notNull(),
    fileName: text("file_name"),
    fileSha256: text("file_sha256"),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    rowsBefore: jsonb("rows_before").$type<unknown[]>().notNull().default([]),
    rowsAfter: jsonb("rows_after").$type<unknown[]>().notNull().default([]),
    restoresChangeId: integer("restores_change_id"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
  },
  (table) => [
    index("staff_changes_created_idx").on(table.createdAt),
    check("staff_changes_kind_ck", sql`${table.kind} in ('prices', 'fares', 'restore', 'cancel')`),
  ],
);

/** Truck fares with an effective date; the newest on or before today overrides truck_fares. */
export const truckFareRates = pgTable(
  "truck_fare_rates",
  {
    id: serial("id").primaryKey(),
    truckFareId: integer("truck_fare_id").notNull(),
    usdPerTonne: numeric("usd_per_tonne", { precision: 10, scale: 2 }).notNull(),
    effectiveFrom: date("effective_from").notNull(),
    changeId: integer("change_id"),
  },
  (table) => [
    // Named as migration 0004 made it (an inline REFERENCES: PostgreSQL's own name).
    foreignKey({ name: "truck_fare_rates_truck_fare_id_fkey", columns: [table.truckFareId], foreignColumns: [truckFares.id] }),
    uniqueIndex("truck_fare_rates_day_uq").on(table.truckFareId, table.effectiveFrom),
    check("truck_fare_rates_positive_ck", sql`${table.usdPerTonne} >= 0`),
  ],
);

/**
 * What a member saw when asking for a quote, stored with the request. The unit price is the
 * one the server costed at that moment (never a price sent by the client).
 */
/** The goods' trade facts copied into an offer (domain/catalogue/trade-facts.ts, and the price list's weight of a unit). */
export interface GoodsFacts {
  hsCode: string;
  hsDescription: string;
  construction: string;
  /** What one unit weighs, kg. */
  kgPerUnit: number;
  package: string;
  unitsPerPackage: number;
  tareKg: number;
  cubicMetres: number;
}

export interface QuoteSnapshot {
  subCategoryId: number;
  product: string;
  productSizeId: number | null;
  /** The spec as the results show it: a size, or yarn count, ply and oil. */
  spec: string;
  companyId: number;
  company: string;
  portId: number;
  port: string;
  unit: string;
  quantity: number;
  unitPriceUsd: number;
  /** The day the ex-mill price in force took effect (YYYY-MM-DD). */
  effectiveFrom: string;
  totalUsd: number;
  /** Full container loads the quantity comes to, when the product has FCL figures. */
  fcl20: number | null;
  fcl40: number | null;
  /** The buyer's note on this line ("" when none). */
  note: string;
}

/**
 * Contact enquiries and quote requests. `reference` (E-2026-000123) is what the sender is told;
 * `status` moves from received to answered when the mill has answered (by a reply, an offer
 * or "Mark answered"; `answered_by` names the staff member), and back to received when staff
 * reopen it (`reopened_at`, `reopened_by`).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    kind: text("kind").$type<"contact" | "quote">().notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull().default(""),
    /** A quote request's lines as costed when it was sent, in the buyer's order (null for a contact enquiry; migration 0018). */
    lines: jsonb("lines").$type<QuoteSnapshot[]>(),
    status: text("status").$type<"received" | "answered">().notNull().default("received"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: text("reopened_by"),
    /** Read markers of the thread (request_messages): the last message id each side has seen (0: none). */
    buyerSeenId: integer("buyer_seen_id").notNull().default(0),
    millSeenId: integer("mill_seen_id").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiries_member_idx").on(table.memberId, table.createdAt),
    index("enquiries_created_idx").on(table.createdAt),
    check("enquiries_kind_ck", sql`${table.kind} in ('contact', 'quote')`),
    check("enquiries_status_ck", sql`${table.status} in ('received', 'answered')`),
    check("enquiries_lines_ck", sql`(${table.kind} = 'quote') = (${table.lines} is not null and jsonb_array_length(${table.lines}) >= 1)`),
  ],
);

/**
 * The thread of an enquiry or quote request (domain/enquiries/threads.ts), oldest first by id:
 * messages from the buyer (`from` = 'buyer', `member_id` the account that wrote it) and from the
 * mill (`from` = 'mill', `staff_id` the staff account, `staff_name` what the buyer is shown:
 * "Sales, Sonali Jute Group"). Staff replies, change requests on offers and thread posts all
 * live here (migration 0021 moved enquiry_replies in). A mill message may point to a product's
 * public spec sheet (`spec_sub_category_id`). Deleted with the enquiry; erasing the person
 * empties the bodies (privacy/erase-person.ts).
 */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id").notNull().references(() => enquiries.id, { onDelete: "cascade" }),
    from: text("from").$type<"buyer" | "mill">().notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    staffId: integer("staff_id").references(() => members.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull().default(""),
    body: text("body").notNull(),
    specSubCategoryId: integer("spec_sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("request_messages_enquiry_idx").on(table.enquiryId, table.id),
    index("request_messages_member_idx").on(table.memberId),
    check("request_messages_from_ck", sql`${table.from} in ('buyer', 'mill')`),
  ],
);

/**
 * Mail waiting to be sent (domain/mail/outbox.ts). Written in the same transaction as what it
 * reports; a worker sends it over SMTP and marks it sent. `message_id` is fixed at enqueue
 * time so that a mail sent twice (a crash after SMTP accepted it) can be recognised.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    messageId: text("message_id").notNull().unique(),
    kind: text("kind").notNull(),
    reference: text("reference"),
    /**
     * The account the mail is addressed to, when it goes to a member's own mailbox about what
     * their account did (acknowledgements, replies, offers, reset links); null for mail to the
     * mill or to a visitor. Deleting the account reaches its mail by this id, never by address.
     */
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The HTML alternative of the body, when the mail has one. */
    htmlBody: text("html_body"),
    /** Files sent with the mail (a proforma PDF), their bytes in base64. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("outbox_reference_idx").on(table.reference),
    index("outbox_member_idx").on(table.memberId),
    check("outbox_status_ck", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Counters of attempts in a time window, shared by every server instance on one database:
 * the per-address rate limits and the per-account lockout (src/domain/limits/attempt-counters.ts).
 * A key is a limit's name and a client address, or the lockout and a hash of the email.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("attempt_counters_expires_idx").on(table.expiresAt)],
);

/**
 * A member's quote list (migration 0019): one row per member that ever had one, its version
 * counting every edit (domain/enquiries/quote-list.ts says how two devices are kept apart).
 */
export const quoteLists = pgTable("quote_lists", {
  memberId: integer("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A spec as a quote request names it: the product, the mill, the port and what the product needs
 * (the catalogue costs one: `Spec` in domain/catalogue/catalogue.ts). A quote list line keeps the
 * one the price lookup sent, to cost it again.
 */
export interface QuoteListSpec {
  sub_category_id: string;
  company_id: string;
  truck_fare_id: string;
  product_size_id?: string | undefined;
  count?: string | undefined;
  ply?: string | undefined;
  oil?: string | undefined;
}

/** A line of a member's quote list: its spec, quantity and note, and what it cost when added. */
export const quoteListLines = pgTable(
  "quote_list_lines",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => quoteLists.memberId, { onDelete: "cascade" }),
    /** The list's version when the line was added or last changed. */
    version: integer("version").notNull(),
    spec: jsonb("spec").$type<QuoteListSpec>().notNull(),
    quantity: doublePrecision("quantity").notNull(),
    note: text("note").notNull().default(""),
    /** The line as costed when it was added (its price and effective date among it). */
    added: jsonb("added").$type<Omit<QuoteSnapshot, "note">>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("quote_list_lines_member_idx").on(table.memberId, table.id), check("quote_list_lines_quantity_ck", sql`${table.quantity} > 0`)],
);

export const schema = {
  companies,
  categories,
  childCategories,
  subCategories,
  productSizes,
  truckFares,
  prices,
  members,
  sessions,
  catalogueVersion,
  staffChanges,
  truckFareRates,
  enquiries,
  requestMessages,
  outbox,
  attemptCounters,
  passwordResets,
  quoteLists,
  quoteListLines,
};

/** A file attached to a queued mail. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  contentBase64: string;
}

/**
 * Offers staff make on quote requests: one row per version. The state moves only by a
 * conditional UPDATE (domain/offers.ts), so two answers at once cannot both win; "expired" is
 * read from `valid_until`, never stored. The price and terms are copied in when the offer is
 * made: later price lists change nothing here.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id").notNull().references(() => enquiries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    number: text("number").notNull().unique(),
    state: text("state").$type<"sent" | "accepted" | "declined" | "change_requested" | "withdrawn" | "superseded">().notNull().default("sent"),
    verifyCode: text("verify_code").notNull().unique(),
    millCompanyId: integer("mill_company_id").notNull(),
    mill: text("mill").notNull(),
    /** The priced lines' amounts summed (offer_lines). */
    goodsTotal: numeric("goods_total", { precision: 16, scale: 2 }).notNull(),
    freight: numeric("freight", { precision: 14, scale: 2 }).notNull().default("0"),
    insurance: numeric("insurance", { precision: 14, scale: 2 }).notNull().default("0"),
    total: numeric("total", { precision: 16, scale: 2 }).notNull(),
    incoterm: text("incoterm").notNull(),
    place: text("place").notNull().default(""),
    containers: text("containers").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    paymentTerms: text("payment_terms").notNull(),
    advancePercent: integer("advance_percent"),
    shipmentPeriod: text("shipment_period").notNull(),
    packing: text("packing").notNull(),
    note: text("note").notNull().default(""),
    buyerName: text("buyer_name").notNull(),
    buyerCompany: text("buyer_company").notNull().default(""),
    buyerCountry: text("buyer_country").notNull().default(""),
    createdBy: integer("created_by").references(() => members.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => members.id, { onDelete: "set null" }),
    answerMessage: text("answer_message").notNull().default(""),
    /** When the buyer was reminded that the offer is about to expire (once: domain/offers/offer-reminders.ts). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    // The export document's fields (migration 0015): the staff form's, with their defaults filled in.
    portOfLoading: text("port_of_loading").notNull().default(""),
    portOfDischarge: text("port_of_discharge").notNull().default(""),
    consignee: text("consignee").notNull().default(""),
    notifyParty: text("notify_party").notNull().default(""),
    buyerAddress: text("buyer_address").notNull().default(""),
    buyerTaxId: text("buyer_tax_id").notNull().default(""),
    quantityTolerance: integer("quantity_tolerance").notNull().default(5),
    partialShipment: boolean("partial_shipment").notNull().default(true),
    transhipment: boolean("transhipment").notNull().default(true),
  },
  (table) => [
    // The constraints migration 0008 made, as it wrote them.
    unique("offers_enquiry_version_unique").on(table.enquiryId, table.version),
    check("offers_state_ck", sql`${table.state} in ('sent', 'accepted', 'declined', 'change_requested', 'withdrawn', 'superseded')`),
    check("offers_incoterm_ck", sql`${table.incoterm} in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF')`),
    check("offers_payment_ck", sql`${table.paymentTerms} in ('lc_at_sight', 'tt_advance', 'cad')`),
    check("offers_charges_ck", sql`${table.freight} >= 0 AND ${table.insurance} >= 0`),
    check("offers_answered_ck", sql`(${table.state} in ('sent', 'superseded')) OR ${table.answeredAt} IS NOT NULL`),
    uniqueIndex("offers_one_open_idx").on(table.enquiryId).where(sql`${table.state} in ('sent', 'change_requested', 'accepted')`),
    index("offers_state_idx").on(table.state, table.createdAt),
  ],
);

/**
 * The lines of an offer, in order: each answers one line of the request, priced (quantity, unit
 * price, amount) or left out with a reason and no price. Written with the offer, in its
 * transaction, and never changed after (a later price list changes nothing; accepting locks the
 * offer's state, and the lines never move). The goods' trade facts are copied in like the price.
 */
export const offerLines = pgTable(
  "offer_lines",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id").notNull().references(() => offers.id, { onDelete: "cascade" }),
    /** 1 for the first line. */
    position: integer("position").notNull(),
    /** The request's line it answers (its position in `enquiries.lines`, from 1). */
    requestLine: integer("request_line").notNull(),
    product: text("product").notNull(),
    spec: text("spec").notNull().default(""),
    companyId: integer("company_id").notNull(),
    unit: text("unit").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }),
    unitPrice: numeric("unit_price", { precision: 14, scale: 4 }),
    amount: numeric("amount", { precision: 16, scale: 2 }),
    /** The container estimate of this line's quantity ("" when the product has no FCL figures). */
    containers: text("containers").notNull().default(""),
    /** The catalogue's trade facts of the goods when the offer was made; null when it had none. */
    goodsFacts: jsonb("goods_facts").$type<GoodsFacts>(),
    /** Why the line is left out; "" on a priced line. */
    leftOut: text("left_out").notNull().default(""),
  },
  (table) => [
    unique("offer_lines_position_unique").on(table.offerId, table.position),
    check(
      "offer_lines_priced_ck",
      sql`(${table.leftOut} = '' AND ${table.quantity} > 0 AND ${table.unitPrice} > 0 AND ${table.amount} IS NOT NULL) OR (${table.leftOut} <> '' AND ${table.unitPrice} IS NULL AND ${table.amount} IS NULL)`,
    ),
  ],
);
