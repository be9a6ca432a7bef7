import { ConfirmButton, PageHeading, PlainButton, SearchField, Table } from "@jute/ui";
import { useState, type FormEvent } from "react";
import { dayOf } from "@jute/api/mill-day";
import { staffCopy } from "./staff.copy";
import { staffClient } from "./staff-api";
import { CountStatus, ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

const copy = staffCopy.members;

export function MembersPage() {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [members, reload] = useStaffCall((client) => client.getMembers(search));
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const found = members.kind === "ok" && search ? copy.found(members.data.length, search) : "";
  useStaffTitle(loadedTitle(copy.heading, members, found || undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(query);
    // The call reads `search` on its next run.
    queueMicrotask(reload);
  };

  const setDisabled = async (id: string, email: string, disable: boolean) => {
    setStatus("");
    setError("");
    const client = await staffClient();
    const result = disable ? await client.disableMember(id) : await client.enableMember(id);
    if (result.kind === "ok") {
      setStatus(disable ? `${email} is disabled; ${result.data.sessions_ended} session(s) ended` : `${email} is enabled`);
      reload();
    } else setError(result.msg || "Error");
  };

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <form role="search" onSubmit={submit} className="staff-search">
        <SearchField label={copy.search} value={query} onChange={setQuery} />
        <PlainButton type="submit" variant="primary" size="sm">
          Search
        </PlainButton>
      </form>
      <CountStatus text={found} />
      {/* The button pressed becomes the other one (Disable, Enable): focus goes to what happened. */}
      <StatusLine takeFocus>{status}</StatusLine>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <LoadState state={members} />
      {members.kind === "ok" ? (
        <Table
          caption={`${members.data.length} account(s)${search ? ` matching “${search}”` : ""}`}
          columns={[
            { id: "name", name: "Name" },
            { id: "email", name: "Email" },
            { id: "role", name: "Role" },
            { id: "registered", name: "Registered" },
            { id: "status", name: "Status" },
            { id: "action", name: "Action" },
          ]}
          rows={members.data.map((member) => ({
            id: member.id,
            cells: {
              name: member.name,
              email: member.email,
              role: member.role,
              registered: dayOf(member.created_at, member.time_zone),
              status: member.disabled ? "Disabled" : "Active",
              // Disabling asks first (it ends their sessions at once); enabling does not.
              action:
                member.role !== "member" ? null : member.disabled ? (
                  <PlainButton variant="secondary" size="sm" onClick={() => void setDisabled(member.id, member.email, false)}>
                    {copy.enable(member.email)}
                  </PlainButton>
                ) : (
                  <ConfirmButton
                    variant="danger"
                    question={copy.disableQuestion(member.email)}
                    detail={copy.disableDetail(member.name || member.email)}
                    confirmLabel={copy.disableYes(member.email)}
                    cancelLabel={staffCopy.keep}
                    onConfirm={() => void setDisabled(member.id, member.email, true)}
                  >
                    {copy.disable(member.email)}
                  </ConfirmButton>
                ),
            },
          }))}
          className="table-scroll"
        />
      ) : null}
    </>
  );
}
