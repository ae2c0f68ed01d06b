/** The badge of an age-restricted item (the menu's minimumAge): '21+', read out as 'for ages 21 and over'. */
export function AgeBadge({ age }: { readonly age: number }) {
  return (
    <span className="badge badge-age">
      <span aria-hidden="true">{age}+</span>
      <span className="visually-hidden">for ages {age} and over</span>
    </span>
  );
}
