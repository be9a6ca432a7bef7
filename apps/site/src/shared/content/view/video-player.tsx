import type { VideoAsset } from "../types";

/**
 * A video with native controls, captions (on by default when present) and an optional
 * transcript. It never autoplays; preload="none" keeps it off the first visit's bytes.
 */
export function VideoPlayer({ video }: { video: VideoAsset }) {
  return (
    <figure className="video-frame">
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster.src}
        width={video.width}
        height={video.height}
        aria-label={video.title}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captions && (
          <track
            kind={video.captions.kind}
            src={video.captions.src}
            srcLang={video.captions.srclang}
            label={video.captions.label}
            default
          />
        )}
      </video>
      {video.transcript && video.transcript.length > 0 && (
        <details className="transcript">
          <summary>Read the transcript</summary>
          {video.transcript.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </details>
      )}
    </figure>
  );
}
