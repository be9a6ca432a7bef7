/**
 * The pictures of the site's shell (header, footer, empty states): the logo, the certificate
 * badge of the footer and the fallback pictures. Apart from media.ts so that every page's
 * entry chunk carries these few and not the registry of every page's pictures.
 *
 * The pictures are rendered to WebP and AVIF by `apps/site/scripts/make-media.mjs`, which
 * checks the sizes written here and in media.ts; change both together.
 */
import type { ImageAsset } from "./types";

export function pic(path: string, alt: string, width: number, height: number): ImageAsset {
  return { src: `/media/${path}.webp`, avif: `/media/${path}.avif`, alt, width, height };
}

export const TILE = 400;
const cert = (name: string, alt: string) => pic(`certificates/${name}`, alt, 480, 340);

export const logo: ImageAsset = { src: "/media/logo.svg", alt: "Sonali Jute Group", width: 240, height: 64 };

export const certificates = {
  iso9001: cert("iso-9001", "Certificate badge: ISO 9001:2015 quality management"),
  iso14001: cert("iso-14001", "Certificate badge: ISO 14001:2015 environmental management"),
  foodGrade: cert("food-grade", "Certificate badge: food-grade jute to IJO standard 98/01"),
} as const;

export const misc = {
  noData: pic("misc/no-data", "An empty open box: nothing was found", 400, 300),
  defaultCategory: pic("products/hessian-cloth", "A roll of golden hessian cloth", TILE, TILE),
  heroPoster: pic("hero/hero-poster", "Jute fields, the mill and bales of jute along a river", 1600, 900),
  heroPosterSmall: pic("hero/hero-poster-small", "Jute fields, the mill and bales of jute along a river", 800, 450),
  corporatePoster: pic("video/corporate-poster", "Title card: Sonali Jute Group, from field to fibre", 960, 540),
  processPoster: pic("video/process-poster", "Title card: how we make jute goods", 960, 540),
} as const;
