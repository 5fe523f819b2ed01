/** One <option> per value, each showing the value itself (units, roles, categories). */
export function OptionList({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
