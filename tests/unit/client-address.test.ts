import { clientAddress, PEER_ADDRESS_HEADER } from "@/lib/server/client-address";

const headers = (xff?: string, peer = "127.0.0.1") =>
  new Headers({ [PEER_ADDRESS_HEADER]: peer, ...(xff === undefined ? {} : { "x-forwarded-for": xff }) });

describe("clientAddress (FEATURES.md §1)", () => {
  it("off: the socket's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(headers("203.0.113.7"), 0)).toBe("127.0.0.1");
    expect(clientAddress(headers("203.0.113.7, 198.51.100.1", "192.0.2.5"), 0)).toBe("192.0.2.5");
  });

  it("off: an IPv4 client on a dual-stack socket is its plain IPv4 address", () => {
    expect(clientAddress(headers(undefined, "::ffff:192.0.2.5"), 0)).toBe("192.0.2.5");
    expect(clientAddress(headers(undefined, "2001:db8::1"), 0)).toBe("2001:db8::1");
  });

  it("off without a peer address (a server other than ours): one shared 'unknown' bucket", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("unknown");
  });

  it("1: the right-most entry, the one our proxy appended; what the client wrote before it is ignored", () => {
    expect(clientAddress(headers("203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(headers("10.0.0.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(headers("forged, 1.2.3.4 , 203.0.113.7"), 1)).toBe("203.0.113.7");
  });

  it("N: the N-th entry from the right", () => {
    expect(clientAddress(headers("10.0.0.1, 203.0.113.7, 172.16.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress(headers("10.0.0.1, 203.0.113.7, 172.16.0.2, 172.16.0.3"), 3)).toBe("203.0.113.7");
  });

  it("fewer entries than proxies: the left-most; none at all: the socket's address", () => {
    expect(clientAddress(headers("203.0.113.7"), 2)).toBe("203.0.113.7");
    expect(clientAddress(headers(undefined, "192.0.2.9"), 1)).toBe("192.0.2.9");
    expect(clientAddress(headers("", "192.0.2.9"), 1)).toBe("192.0.2.9");
  });

  it("an entry that is not an address falls back to the socket's address", () => {
    expect(clientAddress(headers("10.0.0.1, not-an-ip"), 1)).toBe("127.0.0.1");
  });
});
