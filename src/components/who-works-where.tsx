import { paths } from '../lib/routes';

export interface WhoWorksWhereData {
  clinics: { id: string; name: string }[];
  members: { slug: string; name: string; role: string; clinics: string[] }[];
}

/** Which clinician works at which clinic: one table, drawn from the team's own `clinics`, so it cannot disagree. */
export function WhoWorksWhere({ clinics, members }: WhoWorksWhereData) {
  return (
    <table className="rota-table">
      <caption id="who-works-where">Who works where</caption>
      <thead>
        <tr>
          <th scope="col">Clinician</th>
          {clinics.map((clinic) => (
            <th key={clinic.id} scope="col">
              {clinic.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.slug}>
            <th scope="row">
              <a href={paths.teamMember(member.slug)}>{member.name}</a>
              <span className="rota-role">{member.role}</span>
            </th>
            {clinics.map((clinic) =>
              member.clinics.includes(clinic.id) ? (
                <td key={clinic.id}>Yes</td>
              ) : (
                <td key={clinic.id} className="rota-no">
                  No
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The table's data from the site: every member in the team's order, and the clinics in clinics.yaml's. */
export const whoWorksWhere = (
  team: readonly WhoWorksWhereData['members'][number][],
  clinics: readonly { id: string; name: string }[],
): WhoWorksWhereData => ({
  clinics: clinics.map(({ id, name }) => ({ id, name })),
  members: team.map(({ slug, name, role, clinics }) => ({ slug, name, role, clinics })),
});
