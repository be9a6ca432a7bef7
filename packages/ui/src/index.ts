/**
 * @jute/ui: the site's components, each wrapping react-aria-components once.
 * Styles: import "@jute/ui/styles.css" once (it includes the tokens).
 */
export { Button } from "./components/button/button";
export type { ButtonProps } from "./components/button/button";
export type { ButtonSize, ButtonVariant } from "./components/button/button-class-name";
export { buttonClassName } from "./components/button/button-class-name";
export { PlainButton } from "./components/button/plain-button";
export type { PlainButtonProps } from "./components/button/plain-button";
export { Link, LinkButton } from "./components/link/link";
export type { LinkProps, LinkButtonProps } from "./components/link/link";
export { RouterProvider } from "./components/link/router-provider";
export type { NavigationOptions, RouterProviderProps } from "./components/link/router-provider";
export { TextField } from "./components/text-field/text-field";
export type { TextFieldProps } from "./components/text-field/text-field";
export { Form } from "./components/form/form";
export type { FormProps, FormErrorItem } from "./components/form/form";
export { Select } from "./components/select/select";
export type { SelectProps, SelectOption, SelectValue } from "./components/select/select";
export { Table } from "./components/table/table";
export type { TableProps, TableColumn, TableRow } from "./components/table/table";
export { Spinner } from "./components/spinner/spinner";
export type { SpinnerProps } from "./components/spinner/spinner";
export { NoData } from "./components/no-data/no-data";
export type { NoDataProps } from "./components/no-data/no-data";
export { Tile, TileGrid } from "./components/tile/tile";
export type { TileProps, TileGridProps } from "./components/tile/tile";
export { DisclosureNav } from "./components/disclosure-nav/disclosure-nav";
export type { DisclosureNavProps, DisclosureNavSection } from "./components/disclosure-nav/disclosure-nav";
export type { NavItem } from "./components/disclosure-nav/nav-item";
export { Slideshow } from "./components/slideshow/slideshow";
export type { SlideshowProps, Slide } from "./components/slideshow/slideshow";
export { Carousel } from "./components/carousel/carousel";
export type { CarouselProps, CarouselItem } from "./components/carousel/carousel";
export { ToastRegion, notify } from "./components/toasts/toasts";
export type { ToastRegionProps } from "./components/toasts/toasts";
export { Price } from "./components/price/price";
export type { PriceProps } from "./components/price/price";
export { VideoHero } from "./components/video-hero/video-hero";
export type { VideoHeroProps, VideoSource } from "./components/video-hero/video-hero";
export { PageHeading } from "./components/page-heading/page-heading";
export type { PageHeadingProps } from "./components/page-heading/page-heading";
export { SkipLink } from "./components/skip-link/skip-link";
export type { SkipLinkProps } from "./components/skip-link/skip-link";
export { VisuallyHidden } from "./components/visually-hidden/visually-hidden";
export type { VisuallyHiddenProps } from "./components/visually-hidden/visually-hidden";
