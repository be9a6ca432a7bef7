import { PageHeading, buttonClassName } from "@jute/ui";
import { useId, useState, type FormEvent } from "react";
import { staffCopy } from "./staff.copy";
import { staffClient } from "./staff-api";
import { ErrorLine, LoadState, StatusLine, useStaffCall } from "./staff-data";

const copy = staffCopy.members;

export function MembersPage() {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [members, reload] = useStaffCall((client) => client.getMembers(search));
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const searchId = useId();

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
        <label htmlFor={searchId}>{copy.search}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className={buttonClassName("primary", "sm")}>
          Search
        </button>
      </form>
      <StatusLine>{status}</StatusLine>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <LoadState state={members} />
      {members.kind === "ok" ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Members">
          <table className="spec-table">
            <caption>{members.data.length} account(s){search ? ` matching “${search}”` : ""}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Registered</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.id}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{member.role}</td>
                  <td>{member.created_at.slice(0, 10)}</td>
                  <td>{member.disabled ? "Disabled" : "Active"}</td>
                  <td>
                    {member.role === "member" ? (
                      <button
                        type="button"
                        className={buttonClassName(member.disabled ? "secondary" : "danger", "sm")}
                        onClick={() => void setDisabled(member.id, member.email, !member.disabled)}
                      >
                        {member.disabled ? copy.enable(member.email) : copy.disable(member.email)}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
