// Buying a paid course (docs/payments.md): the server makes the order; the browser opens Razorpay's standard
// Checkout, whose script loads only on the learner's click, or the built-in test provider's page in development;
// Checkout's answer goes back to the server, which verifies it and enrols.
import { useApolloClient, useMutation } from "@apollo/client/react";
import { BuyCourseDocument, ConfirmCoursePaymentDocument, EnrollmentStatusDocument } from "../../gql/graphql.ts";

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** Checkout's success answer, as its handler and the test provider's return address give it. */
export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

let scriptLoad: Promise<RazorpayConstructor> | undefined;

function loadCheckout(): Promise<RazorpayConstructor> {
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error("checkout_unavailable"));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** Checkout's fields in the page address (the test provider returns with them); null when absent. */
export function answerIn(search: string): CheckoutAnswer | null {
  const params = new URLSearchParams(search);
  const [orderId, paymentId, signature] = ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"].map(
    (name) => params.get(name),
  );
  return orderId && paymentId && signature
    ? { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature }
    : null;
}

export function useCheckout(courseId: string) {
  const [buy, buying] = useMutation(BuyCourseDocument);
  const apollo = useApolloClient();
  const [confirmPayment, confirming] = useMutation(ConfirmCoursePaymentDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({ query: EnrollmentStatusDocument, variables: { courseId }, data: { enrollmentStatus: true } });
    },
  });

  const confirm = (answer: CheckoutAnswer) =>
    confirmPayment({
      variables: {
        orderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      },
    });

  /**
   * Opens Checkout; resolves with its answer, or null when the learner closed it (or left for the test page), or
   * "enrolled" when a coupon made the course free and the server enrolled at once.
   */
  const open = async (
    prefill: { name?: string; email?: string; description: string },
    couponCode?: string | null,
    placeOfSupply?: string | null,
  ): Promise<CheckoutAnswer | "enrolled" | null> => {
    const { data } = await buy({ variables: { courseId, couponCode, placeOfSupply: placeOfSupply || null } });
    const order = data!.buyCourse;
    if (order.status === "PAID") {
      apollo.cache.writeQuery({
        query: EnrollmentStatusDocument,
        variables: { courseId },
        data: { enrollmentStatus: true },
      });
      return "enrolled";
    }
    if (order.checkoutUrl) {
      const back = encodeURIComponent(window.location.pathname);
      window.location.assign(`${order.checkoutUrl}&return_to=${back}`);
      return null;
    }
    const Razorpay = await loadCheckout();
    return new Promise<CheckoutAnswer | null>((resolve) => {
      new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: "VidyaPath",
        description: prefill.description,
        prefill: { name: prefill.name, email: prefill.email },
        handler: (answer: CheckoutAnswer) => resolve(answer),
        modal: { ondismiss: () => resolve(null) },
      }).open();
    });
  };

  return { open, confirm, busy: buying.loading || confirming.loading, confirming: confirming.loading };
}
