import { useParams } from "wouter";
import { ProductDetailsScreen } from "./product-details-screen";

/** A diversified product's detail page (/product-details/:id, the one URL parameter of the site). */
export function ProductDetailsPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <div className="container page page--narrow">
      <ProductDetailsScreen key={id} id={id} />
    </div>
  );
}
