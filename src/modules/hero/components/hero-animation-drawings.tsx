"use client";

import { useEffect, useRef } from "react";

export type HeroAnimationKind = "DotGrid" | "LetterGlitch" | "MagicBento";

const reducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The drawing of each animated background (spec 001 §3 animation_element), still under reduced motion. */
export default function HeroAnimationDrawing({ kind }: { kind: HeroAnimationKind }) {
  if (kind === "DotGrid") return <DotGrid />;
  if (kind === "LetterGlitch") return <LetterGlitch />;
  return <MagicBento />;
}

/** A fine dot grid drifting slowly diagonally, faded towards the edges. */
function DotGrid() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion() || !element.animate) return;
    const animation = element.animate([{ backgroundPosition: "0 0" }, { backgroundPosition: "24px 24px" }], { duration: 6000, iterations: Infinity });
    return () => animation.cancel();
  }, []);
  return (
    <div
      ref={ref}
      className="absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      style={{ backgroundImage: "radial-gradient(rgb(100 116 139 / 0.35) 1px, transparent 1px)", backgroundSize: "24px 24px" }}
    />
  );
}

const glyphs = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+<>/";
const glitchColors = ["#94a3b8", "#a5b4fc", "#c4b5fd"];
const pick = <T,>(list: ArrayLike<T>): T => list[Math.floor(Math.random() * list.length)] as T;

/** A faint field of letters; a few of them change every tick. */
function LetterGlitch() {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const cell = 18;
    let columns = 0;
    let rows = 0;
    const drawCell = (column: number, row: number) => {
      context.clearRect(column * cell, row * cell, cell, cell);
      context.fillStyle = pick(glitchColors);
      context.fillText(pick(glyphs), column * cell + cell / 2, row * cell + cell / 2);
    };
    const drawAll = () => {
      const scale = window.devicePixelRatio || 1;
      canvas.width = canvas.clientWidth * scale;
      canvas.height = canvas.clientHeight * scale;
      context.setTransform(scale, 0, 0, scale, 0, 0);
      context.font = "14px ui-monospace, monospace";
      context.textAlign = "center";
      context.textBaseline = "middle";
      columns = Math.ceil(canvas.clientWidth / cell);
      rows = Math.ceil(canvas.clientHeight / cell);
      for (let row = 0; row < rows; row++) for (let column = 0; column < columns; column++) drawCell(column, row);
    };
    drawAll();
    window.addEventListener("resize", drawAll);
    const timer = reducedMotion()
      ? undefined
      : window.setInterval(() => {
          for (let i = 0; i < Math.max(1, (columns * rows) / 40); i++) drawCell(Math.floor(Math.random() * columns), Math.floor(Math.random() * rows));
        }, 90);
    return () => {
      window.removeEventListener("resize", drawAll);
      window.clearInterval(timer);
    };
  }, []);
  return <canvas ref={ref} className="absolute inset-0 h-full w-full opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent)]" />;
}

const blobs = [
  { className: "left-[-10%] top-[-10%] h-72 w-72 bg-sky-300", shift: "40px, 30px" },
  { className: "right-[-5%] top-1/4 h-80 w-80 bg-violet-300", shift: "-30px, 40px" },
  { className: "bottom-[-15%] left-1/3 h-72 w-72 bg-pink-200", shift: "30px, -30px" },
];

/** Soft coloured tiles of light floating slowly behind the content. */
function MagicBento() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion()) return;
    const animations = Array.from(element.children).map((child, index) =>
      child.animate?.([{ transform: "translate(0, 0)" }, { transform: `translate(${blobs[index]?.shift ?? "0, 0"})` }], {
        duration: 9000 + index * 2000,
        direction: "alternate",
        iterations: Infinity,
        easing: "ease-in-out",
      }),
    );
    return () => animations.forEach((animation) => animation?.cancel());
  }, []);
  return (
    <div ref={ref} className="absolute inset-0">
      {blobs.map((blob) => (
        <div key={blob.className} className={`absolute rounded-[3rem] opacity-40 blur-3xl ${blob.className}`} />
      ))}
    </div>
  );
}
