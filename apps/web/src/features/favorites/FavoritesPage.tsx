export function FavoritesPage() {
  return <h1>My Favorite Ideas</h1>;
}
