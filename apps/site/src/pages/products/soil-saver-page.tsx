import { soilSaver } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function SoilSaverPage() {
  return <ProductPageView page={soilSaver} />;
}
