import { Link } from "wouter";
import { costMenuTarget, useCategories, type MenuCategory } from "../../features/categories";
import { site } from "../../content/site";

function CategoryImage({ category }: { category: MenuCategory }) {
  const fallback = site.defaultCategoryImage;
  // The original shows a cloth picture for a category without an image of its own.
  const src = category.img.trim() !== "" ? category.img : fallback.src;
  return <img className="menu-bar__thumb" src={src} alt="" width={40} height={40} loading="lazy" decoding="async" />;
}

/** The Products Cost submenu, built from the category call. */
export function ProductsCostLinks() {
  const categories = useCategories();
  if ("status" in categories) {
    return (
      <p className="menu-bar__status" role="status">
        Data loading...
      </p>
    );
  }
  if (categories.kind !== "ok") {
    return (
      <p className="menu-bar__status" role="status">
        Prices are unavailable right now. Please try again later.
      </p>
    );
  }
  if (categories.data.length === 0) {
    return <p className="menu-bar__status">No product categories yet.</p>;
  }
  return (
    <ul className="menu-bar__links menu-bar__links--images">
      {categories.data.map((category) => {
        const target = costMenuTarget(category);
        return (
          <li key={category.category_id}>
            <Link href={target.href} state={target.state} className="menu-bar__link menu-bar__link--image">
              <CategoryImage category={category} />
              <span>{category.category_name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
