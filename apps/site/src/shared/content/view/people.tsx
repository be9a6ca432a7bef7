import type { Person } from "../types";
import { Picture } from "./picture";

/** The key persons: portrait, name, role and biography. */
export function PeopleList({ people }: { people: readonly Person[] }) {
  return (
    <ul className="people-list">
      {people.map((person) => (
        <li key={person.id}>
          <article className="person" aria-labelledby={`person-${person.id}`}>
            <Picture image={person.portrait} className="person__portrait" />
            <div>
              <h2 id={`person-${person.id}`} className="person__name">
                {person.name}
              </h2>
              <p className="person__role">{person.role}</p>
              {person.biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
