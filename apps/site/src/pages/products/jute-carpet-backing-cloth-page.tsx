import { carpetBackingCloth } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function JuteCarpetBackingClothPage() {
  return <ProductPageView page={carpetBackingCloth} />;
}
